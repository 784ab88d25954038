export { LiveChannel, type LiveChannelProps } from './LiveChannel';
export { CLOSE_UNAUTHORIZED, MAX_RECONNECTS, defaultSocketUrl, reconnectDelay, startLiveChannel, type LiveChannelOptions } from './liveClient';
