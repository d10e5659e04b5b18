import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import type { PluginOption } from 'vite'
import { catalogueParts } from './vite.catalogue.ts'

/**
 * The React + Lingui macro plugins every browser-facing build (app, Storybook, vitest) shares,
 * with the catalogue parts the app loads; the app's own build passes its splitting instance.
 */
export function browserPlugins(catalogue: PluginOption = catalogueParts().plugin): PluginOption[] {
  return [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui(), catalogue]
}
