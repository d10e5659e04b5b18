import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Treemap, type TreemapTile } from './Treemap'
import { TreemapLegend } from './TreemapLegend'

const tile = (label: string, quote: string, change: number, value: number): TreemapTile => ({
  id: `${label}${quote}`,
  label,
  name: `${label}/${quote}`,
  change,
  value,
  unit: quote,
  href: `#/market/${label}-${quote}`,
})

/** The replay market's seven symbols; its forex and gold carry no volume. */
const replay = [
  tile('BTC', 'USDT', 2.35, 1_240_000_000),
  tile('SOL', 'USDT', -3.1, 310_000_000),
  tile('XRP', 'USDT', 0.42, 145_000_000),
  tile('DOGE', 'USDT', 6.8, 98_000_000),
  tile('WLD', 'USDT', -7.4, 21_000_000),
  tile('EUR', 'USD', -0.12, 0),
  tile('XAU', 'USD', 0.8, 0),
]

const bases =
  'ETH BNB ADA AVAX LINK DOT TRX LTC BCH NEAR ATOM UNI APT ARB OP FIL ICP INJ SUI SEI TIA PEPE SHIB'
/** About thirty tiles with a long tail of volumes and changes across the scale. */
const many = [
  ...replay.slice(0, 5),
  ...bases
    .split(' ')
    .map((b, i) =>
      tile(b, 'USDT', ((i * 37) % 17) - 8 + (i % 3) / 4, 600_000_000 / (i + 2) ** 1.3),
    ),
]

const meta = {
  title: 'Charts/Treemap',
  component: Treemap,
  args: { tiles: replay, height: 420, 'aria-label': 'Heatmap, 24 h' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Treemap {...args} />
      <TreemapLegend bound={args.bound ?? 5} title="24 h change" />
    </div>
  ),
} satisfies Meta<typeof Treemap>

export default meta
type Story = StoryObj<typeof meta>

/** The replay's seven symbols: the largest first, names that say what colour says. */
export const Replay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The first story a page opens may wait for the language catalogue.
    const btc = await canvas.findByRole(
      'link',
      { name: 'BTC/USDT, up 2.35%, volume 1.24B USDT' },
      { timeout: 8000 },
    )
    const links = within(canvas.getByRole('list', { name: 'Heatmap, 24 h' })).getAllByRole('link')
    await expect(links).toHaveLength(7)
    await expect(links[0]).toBe(btc)
    await expect(links[0]).toHaveAttribute('href', '#/market/BTC-USDT')
    await expect(links[0]).toHaveTextContent('▲+2.35%')
    await expect(canvas.getByRole('link', { name: /^WLD\/USDT, down 7.40%/ })).toHaveAttribute(
      'data-direction',
      'down',
    )
    await expect(
      canvas.getByText('Red: −5.00% or lower, gray: unchanged, green: +5.00% or higher.'),
    ).toBeInTheDocument()
  },
}

/** Zero volume still gets a visible, focusable tile; its tooltip tells what the tile cannot fit. */
export const ZeroVolume: Story = {
  args: { tiles: [replay[0]!, replay[5]!, replay[6]!] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const eur = await canvas.findByRole(
      'link',
      { name: 'EUR/USD, down 0.12%, volume 0 USD' },
      { timeout: 8000 },
    )
    const box = eur.getBoundingClientRect()
    await expect(box.width * box.height).toBeGreaterThan(100)
    await userEvent.tab()
    await userEvent.tab()
    await waitFor(() => expect(document.activeElement).toBe(eur))
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      'EUR/USD · ▼ −0.12% · Volume 0 USD',
    )
  },
}

export const OneTile: Story = {
  args: { tiles: [replay[1]!] },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole(
      'link',
      { name: 'SOL/USDT, down 3.10%, volume 310M USDT' },
      { timeout: 8000 },
    )
    await expect(link.getBoundingClientRect().height).toBeGreaterThan(400)
  },
}

/** About thirty tiles: small ones drop their text and keep their name. */
export const ManyTiles: Story = {
  args: { tiles: many },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: /^BTC\/USDT, up/ }, { timeout: 8000 })
    const links = within(canvasElement).getAllByRole('link')
    await expect(links).toHaveLength(many.length)
    await expect(links.some((l) => l.dataset.fit === 'none' || l.dataset.fit === 'base')).toBe(true)
    for (const link of links) await expect(link).toHaveAccessibleName(/volume/)
  },
}

/** A 1 h period with a tighter scale: ±2 % is already full colour. */
export const TightScale: Story = { args: { tiles: replay, bound: 2 } }

export const Dark: Story = { args: { tiles: many }, globals: { theme: 'dark' } }
