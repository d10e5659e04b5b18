import type { Preview, Decorator } from '@storybook/react-vite'
import { useEffect, useState, type ReactNode } from 'react'
import { i18n, type Messages } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { configure } from 'storybook/test'
import { AriaLocale } from '@atb/ui'
import '@atb/ui/fonts.css'
import '@atb/ui/tokens.css'

// CI runs two story workers on two cores: a lazy screen or a second page can take more than the
// testing library's 1 s default to appear there. 5 s still fails a story that never shows it.
configure({ asyncUtilTimeout: 5000 })

type Catalogue = { messages: Messages }
const catalogues = import.meta.glob<Catalogue>('../locales/*/messages.po')

async function activate(locale: string) {
  const load = catalogues[`../locales/${locale}/messages.po`]
  const { messages } = load ? await load() : { messages: {} }
  i18n.loadAndActivate({ locale, messages })
}

i18n.loadAndActivate({ locale: 'en', messages: {} })

function LocaleGate({ locale, children }: { locale: string; children: ReactNode }) {
  const [ready, setReady] = useState(i18n.locale === locale)
  useEffect(() => {
    let live = true
    void activate(locale).then(() => live && setReady(true))
    return () => {
      live = false
    }
  }, [locale])
  return ready ? (
    <I18nProvider i18n={i18n}>
      <AriaLocale>{children}</AriaLocale>
    </I18nProvider>
  ) : null
}

function DocumentAttributes({ locale, theme }: { locale?: string; theme?: string }) {
  useEffect(() => {
    if (locale) document.documentElement.lang = locale
    if (theme) document.documentElement.dataset.theme = theme === 'side-by-side' ? 'light' : theme
  }, [locale, theme])
  return null
}

const withLocale: Decorator = (Story, context) => {
  const locale = String(context.globals.locale ?? 'en')
  return (
    <LocaleGate locale={locale}>
      <DocumentAttributes locale={locale} />
      <Story />
    </LocaleGate>
  )
}

const withTheme: Decorator = (Story, context) => {
  const theme = String(context.globals.theme ?? 'light')
  const frame = { padding: 16, background: 'var(--color-bg)', color: 'var(--color-text)' }
  if (theme !== 'side-by-side') {
    return (
      <div style={frame} data-story-frame>
        <DocumentAttributes theme={theme} />
        <Story />
      </div>
    )
  }
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      <DocumentAttributes theme={theme} />
      <div data-theme="light" style={frame}>
        <Story />
      </div>
      <div data-theme="dark" style={frame}>
        <Story />
      </div>
    </div>
  )
}

const preview: Preview = {
  decorators: [withTheme, withLocale],
  globalTypes: {
    theme: {
      description: 'Colour mode',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'side-by-side', title: 'Side by side' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'th', title: 'ไทย' },
          { value: 'zh', title: '中文' },
          { value: 'ko', title: '한국어' },
          { value: 'vi', title: 'Tiếng Việt' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    },
  },
}

export default preview
