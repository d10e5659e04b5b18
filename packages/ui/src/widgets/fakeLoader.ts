/**
 * A loader for stories and tests: no network, the same result every run. `ready` draws a
 * stand-in of the widget's size that lists the configuration the provider would have received.
 */
import type { WidgetConfig, WidgetLoader, WidgetLoadRequest } from './loader'

export type FakeWidgetOutcome = 'ready' | 'fail' | 'pending'

function px(value: unknown, fallback: string): string {
  if (typeof value === 'number') return `${value}px`
  if (typeof value === 'string' && value !== '') return value
  return fallback
}

/** A stand-in for the provider's frame: the script's name and the configuration, key by key. */
export function drawStandIn(container: HTMLElement, src: string, config: WidgetConfig) {
  const doc = container.ownerDocument
  const box = doc.createElement('div')
  box.dataset.standIn = ''
  box.dataset.config = JSON.stringify(config)
  Object.assign(box.style, {
    boxSizing: 'border-box',
    inlineSize: px(config.width, '100%'),
    maxInlineSize: '100%',
    blockSize: px(config.height, '126px'),
    overflow: 'hidden',
    padding: '12px',
    border: '1px solid var(--color-border)',
    borderRadius: '8px',
    background: 'var(--color-surface)',
    color: 'var(--color-text)',
    fontSize: '12px',
    lineHeight: '1.4',
  })
  const title = doc.createElement('strong')
  title.textContent = `Stand-in for ${src.split('/').pop() ?? src}`
  const list = doc.createElement('dl')
  list.style.margin = '8px 0 0'
  list.style.display = 'grid'
  list.style.gridTemplateColumns = 'max-content minmax(0, 1fr)'
  list.style.columnGap = '12px'
  for (const [key, value] of Object.entries(config)) {
    const term = doc.createElement('dt')
    term.textContent = key
    const detail = doc.createElement('dd')
    detail.style.margin = '0'
    detail.style.overflowWrap = 'anywhere'
    detail.textContent = JSON.stringify(value)
    list.append(term, detail)
  }
  box.append(title, list)
  container.append(box)
}

/**
 * A fake loader. Every request is kept in `requests` (tests read the configuration from there);
 * `ready` draws the stand-in, `fail` reports failure at once, `pending` never settles.
 */
export function fakeWidgetLoader(outcome: FakeWidgetOutcome = 'ready') {
  const requests: WidgetLoadRequest[] = []
  const loader: WidgetLoader = (request) => {
    requests.push(request)
    if (outcome === 'ready') {
      drawStandIn(request.container, request.src, request.config)
      request.onReady()
    } else if (outcome === 'fail') {
      request.onError()
    }
    return () => request.container.replaceChildren()
  }
  return Object.assign(loader, { requests })
}
