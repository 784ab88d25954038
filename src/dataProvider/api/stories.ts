import { API_BASE, type HttpClient } from '../http';
import type { Body, Reply, Schema } from './contract';
import { segment } from './download';

export type StoryFull = Schema<'StoryFull'>;
export type StoryPicture = Schema<'StoryPicture'>;
export type StoryDisplay = StoryFull['display'];

/** The stories' calls outside CRUD (J3): a picture's upload, the carousel, its order, the landing block and the views. */
export const storyApi = (http: HttpClient) => ({
  uploadStoryPicture: (form: FormData) => http.json<StoryPicture>('POST', '/slides', { body: form }),
  storyFeed: (display: StoryDisplay, signal?: AbortSignal) => http.json<Reply<'storiesListFull'>>('GET', '/stories/full', { query: { display }, signal }),
  orderStories: (body: Body<'storiesFull'>) => http.json<Reply<'storiesFull'>>('POST', '/stories/full', { body }),
  viewStory: (id: string) => http.json<Reply<'viewsPost'>>('POST', `/views/${segment(id)}`),
});

/** The picture's address for an <img> (a public, cached route), at most `width` pixels wide. */
export const storyPictureUrl = (id: string, width?: 160 | 480 | 960) => `${API_BASE}/slides/${segment(id)}/file${width ? `?width=${width}` : ''}`;
