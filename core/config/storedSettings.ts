// A setting kept in the browser that cannot be read (SH-CONF-051, ERR-SH-045): its default is used
// and the studio says so in the console, naming the setting, so that a broken value is found.

/** Told the storage key of a stored setting that was unreadable and replaced by its default. */
export type UnreadableSetting = (key: string) => void

export function unreadableSettingMessage(key: string): string {
  return `The stored setting "${key}" could not be read; its default is used instead`
}
