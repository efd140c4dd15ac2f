import { expect, it } from 'vitest'
import { largestWidth } from '#content/pictures/picture.ts'
import {
  acceptedFiles,
  classify,
  encodedType,
  entryPictureName,
  fileNameOf,
  savedName,
  scaledSize,
} from './upload-rules.ts'

it('offers the formats the image pipeline reads, and leaves HEIC out so an iPhone hands over a JPEG', () => {
  expect(acceptedFiles).toBe('.jpg,.jpeg,.png,.webp,.avif,.svg')
})

it('takes photos and drawings, converts or explains iPhone photos, refuses other files naming what to upload', () => {
  expect(classify('Barn.JPG', 'image/jpeg')).toEqual({ kind: 'photo' })
  expect(classify('yard.avif', 'image/avif')).toEqual({ kind: 'photo' })
  expect(classify('plan.svg', 'image/svg+xml')).toEqual({ kind: 'drawing' })
  expect(classify('IMG_0412.HEIC', '')).toEqual({ kind: 'heic' })
  expect(classify('photo', 'image/heif')).toEqual({ kind: 'heic' })
  expect(classify('Report.pdf', 'application/pdf')).toEqual({
    kind: 'refused',
    message: '"Report.pdf" is not a picture the site can show. Upload a JPEG, PNG, WebP, AVIF or SVG file.',
  })
  expect(classify('Letter.docx', '')).toMatchObject({ kind: 'refused' })
  expect(classify('animation.gif', 'image/gif')).toMatchObject({ kind: 'refused' })
})

it('scales a photo wider than the site shows down to that width, keeping its proportions, never enlarges one', () => {
  expect(largestWidth).toBe(1920)
  expect(scaledSize(6000, 4500)).toEqual({ width: 1920, height: 1440 })
  expect(scaledSize(4500, 6000)).toEqual({ width: 1920, height: 2560 })
  expect(scaledSize(1920, 1080)).toBeUndefined()
  expect(scaledSize(800, 600)).toBeUndefined()
})

it("keeps a photo's format where browsers can write it, and names the file by the format it was written in", () => {
  expect(encodedType('image/png')).toBe('image/png')
  expect(encodedType('image/heic')).toBe('image/jpeg')
  expect(encodedType('image/avif')).toBe('image/jpeg')
  expect(savedName('IMG_0412.HEIC', 'image/jpeg')).toBe('IMG_0412.jpg')
  expect(savedName('barn.jpeg', 'image/jpeg')).toBe('barn.jpeg')
  // A browser that cannot write WebP gives PNG.
  expect(savedName('yard.webp', 'image/png')).toBe('yard.png')
})

it("names an upload for its entry, numbered after that entry's pictures, whatever the camera called it", () => {
  const folder = ['farmstead-eastry-1.svg', 'farmstead-eastry-2.svg', 'farmstead-eastry-3.svg', 'the-oaks-1.jpg']
  expect(entryPictureName('farmstead-eastry', 'img_4021.jpg', folder)).toBe('farmstead-eastry-4.jpg')
  expect(entryPictureName('harbour-view', 'IMG_4021.JPEG', folder)).toBe('harbour-view-1.jpg')
  expect(entryPictureName('harbour-view', 'plan.svg', [...folder, 'harbour-view-1.jpg'])).toBe('harbour-view-2.svg')
  expect(fileNameOf('Harbour View Offices, Margate')).toBe('harbour-view-offices-margate')
  expect(fileNameOf('Café Über')).toBe('cafe-uber')
})
