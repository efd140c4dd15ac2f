// A message over the editor and its media library (an upload refused or being prepared, a deletion refused), until
// closed or the next one: an `alert` is read out at once and has a Close button, a `status` goes when its work ends.
export function showNotice(text: string, role: 'alert' | 'status'): HTMLElement {
  clearNotices()
  const box = document.createElement('div')
  box.dataset.editorNotice = ''
  box.setAttribute('role', role)
  box.style.cssText =
    'position:fixed;z-index:100000;top:1rem;left:50%;transform:translateX(-50%);max-width:36rem;' +
    'display:flex;gap:1rem;align-items:start;padding:1rem 1.25rem;background:#fff;color:#1e2025;' +
    `font:15px/1.5 system-ui,sans-serif;border-left:6px solid ${role === 'alert' ? '#b3261e' : '#3a69c7'};` +
    'border-radius:6px;box-shadow:0 6px 24px rgb(0 0 0 / 0.3)'
  const words = Object.assign(document.createElement('p'), { textContent: text })
  words.style.margin = '0'
  box.append(words)
  if (role === 'alert') {
    const close = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Close' })
    close.style.cssText =
      'font:inherit;padding:0.25rem 0.75rem;border:1px solid #798291;border-radius:4px;background:#fff;cursor:pointer'
    close.addEventListener('click', () => box.remove())
    box.append(close)
  }
  document.body.append(box)
  return box
}

export function clearNotices() {
  for (const old of document.querySelectorAll('[data-editor-notice]')) old.remove()
}
