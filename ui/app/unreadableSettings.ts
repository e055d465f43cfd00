// Settings kept in the browser that could not be read are said in the console (SH-CONF-051).
import {unreadableSettingMessage} from '../../core/config/storedSettings.ts'

export function warnUnreadableSetting(key: string): void {
  console.warn(unreadableSettingMessage(key))
}
