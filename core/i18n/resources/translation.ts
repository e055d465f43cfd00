// The shape of a translated namespace: the English keys, each optional, so a key English adds
// later does not break the build (the completeness test lists it instead), while a key English
// does not have is a type error in the translation.
export type Translation<English> = {readonly [Key in keyof English]?: string}
