import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '@lingui/core'
import { useLocale } from 'react-aria-components'
import { renderUi as render } from '../test-utils'
import { AriaLocale } from './AriaLocale'

function ShowLocale() {
  return <p>{useLocale().locale}</p>
}

describe('AriaLocale', () => {
  afterEach(() => i18n.activate('en'))

  it.each([
    ['en', 'en'],
    ['th', 'th-u-ca-gregory'],
    ['zh', 'zh'],
    ['ko', 'ko'],
    ['vi', 'vi'],
  ])('gives React Aria the %s catalogue as %s', (lingui, tag) => {
    i18n.loadAndActivate({ locale: lingui, messages: {} })
    const { container } = render(
      <AriaLocale>
        <ShowLocale />
      </AriaLocale>,
    )
    expect(container).toHaveTextContent(tag)
  })
})
