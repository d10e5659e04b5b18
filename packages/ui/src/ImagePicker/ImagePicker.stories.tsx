import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { ImagePicker, type ImagePickerProps } from './ImagePicker'

/** A solid two-colour picture made on a canvas, so the story needs no network and is deterministic. */
async function makeImage(
  width: number,
  height: number,
  type: 'image/png' | 'image/jpeg',
): Promise<File> {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')!
  context.fillStyle = '#027a48'
  context.fillRect(0, 0, width, height)
  context.fillStyle = '#d1fadf'
  context.fillRect(width / 4, height / 4, width / 2, height / 2)
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), type))
  return new File([blob], type === 'image/png' ? 'picture.png' : 'picture.jpg', { type })
}

async function imageSize(src: string) {
  const img = new Image()
  img.src = src
  await img.decode()
  return { width: img.naturalWidth, height: img.naturalHeight }
}

function Stateful(props: ImagePickerProps) {
  const [value, setValue] = useState(props.value)
  return (
    <ImagePicker
      {...props}
      value={value}
      onChange={(png) => {
        setValue(png)
        props.onChange(png)
      }}
    />
  )
}

const fileInput = (root: HTMLElement) =>
  root.querySelector('input[type="file"]') as HTMLInputElement

const meta = {
  title: 'Data display/ImagePicker',
  component: ImagePicker,
  args: { label: 'Profile picture', onChange: fn(), maxDimension: 200 },
  argTypes: { shape: { control: 'inline-radio', options: ['circle', 'banner'] } },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ImagePicker>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const ConvertsJpegToPng: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), await makeImage(800, 400, 'image/jpeg'))
    await waitFor(() => expect(args.onChange).toHaveBeenCalledOnce())
    const png = (args.onChange as ReturnType<typeof fn>).mock.calls[0]![0] as string
    await expect(png.startsWith('data:image/png;base64,')).toBe(true)
    // Scaled so the longest side is maxDimension, keeping the aspect ratio.
    await expect(await imageSize(png)).toEqual({ width: 200, height: 100 })
    await waitFor(() => expect(canvasElement.querySelector('img')).toHaveAttribute('src', png))
  },
}

export const Banner: Story = {
  args: { label: 'Banner image', shape: 'banner', maxDimension: 600 },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), await makeImage(300, 100, 'image/png'))
    await waitFor(() => expect(args.onChange).toHaveBeenCalledOnce())
    const png = (args.onChange as ReturnType<typeof fn>).mock.calls[0]![0] as string
    // Small images are kept at their size.
    await expect(await imageSize(png)).toEqual({ width: 300, height: 100 })
  },
}

export const WrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(
      fileInput(canvasElement),
      new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }),
    )
    await waitFor(() => expect(canvasElement.querySelector('[role="alert"]')).not.toBeNull())
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const TooLarge: Story = {
  args: { maxFileSize: 1024 },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(
      fileInput(canvasElement),
      new File([new Uint8Array(4096)], 'big.png', { type: 'image/png' }),
    )
    await waitFor(() => expect(canvasElement.querySelector('[role="alert"]')).not.toBeNull())
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('button')).toBeDisabled()
  },
}
