import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import type { PluginOption } from 'vite'

/** The React + Lingui macro plugins every browser-facing build (app, Storybook, vitest) shares. */
export function browserPlugins(): PluginOption[] {
  return [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()]
}
