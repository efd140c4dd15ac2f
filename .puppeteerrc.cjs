// pa11y-ci pulls in puppeteer; we use Debian's Chromium instead of a downloaded one.
module.exports = { skipDownload: true }
