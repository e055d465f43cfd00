// The picture of a trial or upsell dialog, fetched with GET so its content can be rendered inline
// (shell seed §7): an SVG comes back as markup, to be sanitised before it touches the page;
// anything else as bytes for an <img>. No credential goes along: these pictures are public, and a
// foreign host must not learn who is looking.
export type JourneyImageContent = {kind: 'svg'; markup: string} | {kind: 'bitmap'; blob: Blob}

const SVG_TYPE = /^image\/svg\+xml\b/i

export async function fetchJourneyImage(url: string, doFetch: typeof fetch = (input, init) => globalThis.fetch(input, init)): Promise<JourneyImageContent> {
  const response = await doFetch(url, {method: 'GET', credentials: 'omit', headers: {Accept: 'image/svg+xml, image/*'}})
  if (!response.ok) throw new Error(`The image at ${url} answered ${response.status}`)
  const type = response.headers.get('content-type') ?? ''
  if (SVG_TYPE.test(type)) return {kind: 'svg', markup: await response.text()}
  return {kind: 'bitmap', blob: await response.blob()}
}
