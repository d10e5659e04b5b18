import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../test-utils'
import { ImagePicker } from './ImagePicker'

const PNG = 'data:image/png;base64,AAAA'
const file = (type: string, size = 1000) => new File([new Uint8Array(size)], 'picture', { type })
const input = (container: HTMLElement) =>
  container.querySelector('input[type="file"]') as HTMLInputElement

describe('ImagePicker', () => {
  it('converts a chosen JPEG to PNG and reports it', async () => {
    const onChange = vi.fn()
    const convert = vi.fn().mockResolvedValue(PNG)
    const { container } = render(
      <ImagePicker
        label="Profile picture"
        onChange={onChange}
        convert={convert}
        maxDimension={256}
      />,
    )
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeInTheDocument()
    const jpeg = file('image/jpeg')
    await userEvent.upload(input(container), jpeg)
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(PNG))
    expect(convert).toHaveBeenCalledWith(jpeg, 256)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('rejects a file of the wrong type', async () => {
    const onChange = vi.fn()
    const user = userEvent.setup({ applyAccept: false })
    const { container } = render(
      <ImagePicker label="Banner" onChange={onChange} convert={vi.fn()} />,
    )
    await user.upload(input(container), file('image/gif'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PNG or JPEG image.')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('rejects a file that is too large', async () => {
    const onChange = vi.fn()
    const { container } = render(
      <ImagePicker
        label="Banner"
        onChange={onChange}
        convert={vi.fn()}
        maxFileSize={1024 * 1024}
      />,
    )
    await userEvent.upload(input(container), file('image/png', 1024 * 1024 + 1))
    expect(await screen.findByRole('alert')).toHaveTextContent('The image must be 1 MB or smaller.')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('shows an error when the image cannot be read', async () => {
    const onChange = vi.fn()
    const convert = vi.fn().mockRejectedValue(new Error('broken'))
    const { container } = render(
      <ImagePicker label="Avatar" onChange={onChange} convert={convert} />,
    )
    await userEvent.upload(input(container), file('image/png'))
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be read')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('hands a refused file to onReject instead of showing its own message', async () => {
    const onChange = vi.fn()
    const onReject = vi.fn()
    const user = userEvent.setup({ applyAccept: false })
    const { container } = render(
      <ImagePicker
        label="Banner"
        onChange={onChange}
        onReject={onReject}
        convert={vi.fn()}
        maxFileSize={1024}
      />,
    )
    const text = file('text/plain')
    await user.upload(input(container), text)
    const big = file('image/png', 2048)
    await user.upload(input(container), big)
    expect(onReject.mock.calls).toEqual([
      [text, 'type'],
      [big, 'size'],
    ])
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
  })

  it("shows its owner's error message and describes the button with it", () => {
    render(
      <ImagePicker
        label="Banner"
        onChange={vi.fn()}
        errorMessage="The banner image is too large"
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('The banner image is too large')
    expect(screen.getByRole('button', { name: 'Choose image' })).toHaveAccessibleDescription(
      /The banner image is too large/,
    )
    expect(screen.getByRole('group', { name: 'Banner' })).toHaveAttribute('data-invalid', 'true')
  })

  it('previews the current value', () => {
    render(<ImagePicker label="Avatar" value={PNG} onChange={vi.fn()} />)
    expect(screen.getByRole('img', { name: 'Preview' })).toHaveAttribute('src', PNG)
    expect(screen.getByRole('button', { name: 'Change image' })).toBeInTheDocument()
  })
})
