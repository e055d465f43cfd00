export {createPresenceTransport} from './socketTransport.ts'
