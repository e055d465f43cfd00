// The demo's pictures, drawn at seed time: SVG (gradients and shapes, no text, so no font decides
// the bytes) rendered to JPEG by sharp, then stored through the same path an upload takes
// (assets/storeAsset.ts): content-addressed ids, metadata, an asset document with history. No
// binary file is kept in the repository. The drawings are plain functions of their parameters, so
// the same sharp gives the same bytes and the same asset ids on every fresh data folder; they are
// rendered once per process and reused by every lake it seeds.
import {createHash} from 'node:crypto'
import {writeFile} from 'node:fs/promises'
import sharp from 'sharp'
import {Access} from '../access/access.ts'
import type {Dataset} from '../dataset/dataset.ts'
import {grantsOfRoles} from '../../core/permissions/roles.ts'
import {DEFAULT_META, readImage, type ImageFacts} from '../assets/imageMetadata.ts'
import {storeAsset} from '../assets/storeAsset.ts'
import type {AssetStorage} from '../storage/assets/types.ts'
import type {DemoImage, DemoImages} from './content/context.ts'

interface Drawing {
  group: keyof DemoImages
  filename: string
  title: string
  hotspot?: DemoImage['hotspot']
  width: number
  height: number
  svg: string
}

/** A ridge line across the picture: a sum of two waves, sampled every 40 px. */
function ridge(width: number, height: number, base: number, amplitude: number, phase: number, frequency: number): string {
  const points: string[] = []
  for (let x = 0; x <= width; x += 40) {
    const t = x / width
    const y = base + amplitude * (Math.sin(t * Math.PI * frequency + phase) * 0.6 + Math.sin(t * Math.PI * frequency * 2.7 + phase * 1.9) * 0.4)
    points.push(`${x},${Math.round(y)}`)
  }
  return `0,${height} ${points.join(' ')} ${width},${height}`
}

interface Scene {
  filename: string
  title: string
  sky: [string, string]
  sun: {x: number; y: number; r: number; colour: string}
  layers: {colour: string; base: number; amplitude: number; phase: number; frequency: number}[]
  water?: string
}

const SCENES: Scene[] = [
  {
    filename: 'ridge-at-dusk.jpg',
    title: 'Ridge at dusk',
    sky: ['#2b3a67', '#f3a66b'],
    sun: {x: 880, y: 360, r: 70, colour: '#ffd58a'},
    layers: [
      {colour: '#5b5f8a', base: 420, amplitude: 90, phase: 0.4, frequency: 3},
      {colour: '#3d3f63', base: 520, amplitude: 70, phase: 2.1, frequency: 4},
      {colour: '#23243d', base: 640, amplitude: 50, phase: 4.0, frequency: 5},
    ],
  },
  {
    filename: 'lake-morning.jpg',
    title: 'Lake in the morning',
    sky: ['#9fc9e8', '#f7efe0'],
    sun: {x: 300, y: 250, r: 55, colour: '#fff3c4'},
    layers: [
      {colour: '#7f9fb3', base: 470, amplitude: 80, phase: 1.2, frequency: 2.5},
      {colour: '#4e7360', base: 560, amplitude: 40, phase: 3.3, frequency: 6},
    ],
    water: '#6f9fbd',
  },
  {
    filename: 'forest-trail.jpg',
    title: 'Forest trail',
    sky: ['#cfe7d0', '#eef5df'],
    sun: {x: 1000, y: 160, r: 45, colour: '#fffbe0'},
    layers: [
      {colour: '#7bab7c', base: 420, amplitude: 60, phase: 0.9, frequency: 5},
      {colour: '#4a7d4f', base: 540, amplitude: 70, phase: 2.6, frequency: 7},
      {colour: '#2a4d30', base: 680, amplitude: 60, phase: 5.1, frequency: 9},
    ],
  },
  {
    filename: 'coast.jpg',
    title: 'Coast in the wind',
    sky: ['#4f86b8', '#d6e8f2'],
    sun: {x: 200, y: 180, r: 60, colour: '#fdf6d8'},
    layers: [{colour: '#8c7a66', base: 470, amplitude: 110, phase: 5.5, frequency: 1.6}],
    water: '#2f6f99',
  },
  {
    filename: 'snowfield.jpg',
    title: 'Snowfield',
    sky: ['#7aa3d4', '#e9f1fb'],
    sun: {x: 620, y: 200, r: 50, colour: '#ffffff'},
    layers: [
      {colour: '#c9d8ea', base: 430, amplitude: 120, phase: 1.7, frequency: 2.2},
      {colour: '#f4f8fc', base: 600, amplitude: 50, phase: 3.9, frequency: 3.5},
    ],
  },
]

function landscape(scene: Scene, width = 1200, height = 800): Drawing {
  const layers = scene.layers.map((layer) => `<polygon points="${ridge(width, height, layer.base, layer.amplitude, layer.phase, layer.frequency)}" fill="${layer.colour}"/>`).join('')
  const water = scene.water
    ? `<rect x="0" y="${height - 150}" width="${width}" height="150" fill="${scene.water}"/><rect x="${scene.sun.x - 90}" y="${height - 140}" width="180" height="6" fill="${scene.sun.colour}" opacity="0.6"/><rect x="${scene.sun.x - 60}" y="${height - 110}" width="120" height="5" fill="${scene.sun.colour}" opacity="0.45"/>`
    : ''
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="${scene.sun.x}" cy="${scene.sun.y}" r="${scene.sun.r}" fill="${scene.sun.colour}"/>
    ${layers}${water}
  </svg>`
  const hotspot = {x: scene.sun.x / width, y: scene.sun.y / height, width: Math.min(0.3, (scene.sun.r * 4) / width), height: Math.min(0.4, (scene.sun.r * 4) / height)}
  return {group: 'landscapes', filename: scene.filename, title: scene.title, width, height, svg, hotspot}
}

/** A product on a soft studio background: the shapes of a tent, a backpack, a bottle, a lantern. */
function product(filename: string, title: string, background: [string, string], shape: string, size = 640): Drawing {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
    <defs><radialGradient id="bg" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></radialGradient></defs>
    <rect width="800" height="800" fill="url(#bg)"/>
    <ellipse cx="400" cy="660" rx="250" ry="28" fill="#000000" opacity="0.12"/>
    ${shape}
  </svg>`
  return {group: 'products', filename, title, width: size, height: size, svg, hotspot: {x: 0.5, y: 0.55, width: 0.6, height: 0.6}}
}

const PRODUCTS: Drawing[] = [
  product('tent.jpg', 'Tent', ['#fbf7ef', '#e4dccb'], `<polygon points="150,650 400,220 650,650" fill="#d8772f"/><polygon points="400,220 650,650 560,650" fill="#b45f22"/><polygon points="340,650 400,470 460,650" fill="#3b2a1e"/><line x1="400" y1="220" x2="400" y2="170" stroke="#555" stroke-width="8"/>`),
  product('backpack.jpg', 'Backpack', ['#eef4f7', '#cddbe3'], `<rect x="250" y="200" width="300" height="450" rx="70" fill="#2f6d5a"/><rect x="290" y="420" width="220" height="170" rx="30" fill="#25574a"/><rect x="330" y="150" width="140" height="80" rx="40" fill="none" stroke="#1d4439" stroke-width="18"/><rect x="300" y="280" width="200" height="18" rx="9" fill="#e0b84a"/>`),
  product('bottle.jpg', 'Water bottle', ['#f6f2fa', '#d9d0e6'], `<rect x="330" y="250" width="140" height="400" rx="40" fill="#5a4fa3"/><rect x="355" y="190" width="90" height="70" rx="12" fill="#2d2a40"/><rect x="330" y="380" width="140" height="60" fill="#8d84cf"/>`),
  product('jacket.jpg', 'Jacket', ['#f3f6ee', '#d5dfc8'], `<polygon points="300,200 360,180 400,230 440,180 500,200 610,300 560,380 520,350 520,640 280,640 280,350 240,380 190,300" fill="#c0392b"/><line x1="400" y1="230" x2="400" y2="640" stroke="#7e2219" stroke-width="8"/><rect x="300" y="470" width="70" height="12" rx="6" fill="#7e2219"/><rect x="430" y="470" width="70" height="12" rx="6" fill="#7e2219"/>`),
  product('lantern.jpg', 'Lantern', ['#20242c', '#0e1014'], `<circle cx="400" cy="420" r="170" fill="#ffcf6e" opacity="0.25"/><rect x="320" y="300" width="160" height="260" rx="24" fill="#ffd98a"/><rect x="300" y="270" width="200" height="40" rx="12" fill="#3a3f4a"/><rect x="300" y="550" width="200" height="50" rx="12" fill="#3a3f4a"/><path d="M330 270 Q400 160 470 270" fill="none" stroke="#3a3f4a" stroke-width="14"/>`),
]

const PORTRAIT_SIZE = 400

/** An abstract portrait: a head and shoulders on a coloured ground, the head off centre (a hotspot finds it). */
function portrait(filename: string, title: string, ground: string, skin: string, clothes: string, headX: number): Drawing {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_SIZE}" height="${PORTRAIT_SIZE}" viewBox="0 0 600 600">
    <rect width="600" height="600" fill="${ground}"/>
    <ellipse cx="${headX}" cy="600" rx="210" ry="170" fill="${clothes}"/>
    <rect x="${headX - 40}" y="340" width="80" height="90" fill="${skin}"/>
    <ellipse cx="${headX}" cy="270" rx="105" ry="125" fill="${skin}"/>
  </svg>`
  return {group: 'portraits', filename, title, width: PORTRAIT_SIZE, height: PORTRAIT_SIZE, svg, hotspot: {x: headX / 600, y: 0.5, width: 0.42, height: 0.6}}
}

const PORTRAITS: Drawing[] = [
  portrait('portrait-1.jpg', 'Portrait on blue', '#8fb3d9', '#e8c4a0', '#2f3e5c', 260),
  portrait('portrait-2.jpg', 'Portrait on green', '#9cc7a4', '#a8714e', '#5c3b2e', 340),
  portrait('portrait-3.jpg', 'Portrait on sand', '#e6d3a8', '#f0d2b8', '#7a3b3b', 300),
  portrait('portrait-4.jpg', 'Portrait on rose', '#e3a9b4', '#6b4631', '#26404a', 320),
]

export const DEMO_DRAWINGS: readonly Drawing[] = [...SCENES.map((scene) => landscape(scene)), ...PRODUCTS, ...PORTRAITS]

interface Rendered {
  drawing: Drawing
  bytes: Buffer
  sha1: string
}

let rendered: Promise<Rendered[]> | null = null

/** The drawings as JPEG bytes, rendered once per process. */
export function renderDemoImages(): Promise<Rendered[]> {
  rendered ??= Promise.all(
    DEMO_DRAWINGS.map(async (drawing) => {
      const bytes = await sharp(Buffer.from(drawing.svg)).jpeg({quality: 82}).toBuffer()
      return {drawing, bytes, sha1: createHash('sha1').update(bytes).digest('hex')}
    }),
  ).catch((error: unknown) => {
    rendered = null
    throw error
  })
  return rendered
}

/** What reading each picture gives (dimensions, lqip, blurhash, palette): the same for the same bytes, so read once per process. */
const facts = new Map<string, Promise<ImageFacts>>()

function factsOf(sha1: string, file: string): Promise<ImageFacts> {
  let known = facts.get(sha1)
  if (!known) {
    known = readImage(file, DEFAULT_META)
    known.catch(() => facts.delete(sha1))
    facts.set(sha1, known)
  }
  return known
}

/**
 * Stores the demo's pictures in `dataset` as an upload would, by the administrator; answers their
 * asset ids by group, in the order drawn. The pictures are read side by side, then committed one
 * after the other in that order, so the dataset's history is the same on every seed.
 */
export async function seedDemoImages(dataset: Dataset, options: {projectId: string; storage: AssetStorage; baseUrl: string}): Promise<DemoImages> {
  const access = new Access(grantsOfRoles(['administrator']))
  const images: DemoImages = {landscapes: [], products: [], portraits: []}
  const received = await Promise.all(
    (await renderDemoImages()).map(async (picture) => {
      const incoming = await options.storage.incoming()
      await writeFile(incoming.path, picture.bytes)
      try {
        return {...picture, incoming, facts: await factsOf(picture.sha1, incoming.path)}
      } catch (error) {
        await incoming.discard()
        throw error
      }
    }),
  )
  for (const {drawing, bytes, sha1, incoming, facts: read} of received) {
    const document = await storeAsset({
      storage: options.storage,
      dataset,
      projectId: options.projectId,
      kind: 'image',
      incoming,
      received: {sha1, size: bytes.length},
      details: {filename: drawing.filename, title: drawing.title, source: {}},
      meta: DEFAULT_META,
      facts: read,
      baseUrl: options.baseUrl,
      author: 'p-admin',
      access,
    })
    if (!document) throw new Error(`The demo image ${drawing.filename} was not stored`)
    images[drawing.group].push({id: document._id, title: drawing.title, ...(drawing.hotspot ? {hotspot: drawing.hotspot} : {})})
  }
  return images
}
