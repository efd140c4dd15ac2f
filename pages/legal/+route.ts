// https://vike.dev/route-string: /privacy, /cookies, /terms... one page per file in content/legal/.
// Fixed routes such as /about take precedence; any other single-segment path that is not a legal
// page gets the 404 page from +data.ts.
export default '/@slug'
