// The slug, geopoint and tags inputs travel in one chunk: each is small, and a form that shows one
// of them often shows another.
export {SlugInput} from './SlugInput.tsx'
export {GeopointInput} from './GeopointInput.tsx'
export {TagsInput} from './TagsInput.tsx'
