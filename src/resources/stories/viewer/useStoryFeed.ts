import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { StoryDisplay, StoryFull } from '../../../dataProvider/api/stories';

const feedKey = (display: StoryDisplay) => ['stories', 'full', display] as const;

/** The carousel's stories of a display (GET /stories/full), cached per display. */
export function useStoryFeed(display: StoryDisplay = 'SITE') {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: feedKey(display), queryFn: ({ signal }) => dataProvider.storyFeed(display, signal) });
}

function markViewed(queryClient: QueryClient, display: StoryDisplay, id: string, counted: boolean) {
  queryClient.setQueryData<StoryFull[]>(feedKey(display), (stories) =>
    stories?.map((story) => (story.id === id ? { ...story, viewed: true, ...(counted && story.views !== undefined ? { views: story.views + 1 } : {}) } : story)),
  );
}

/** J1: a story opened in the slideshow is viewed; the server counts it once per user, the carousel marks it at once. */
export function useViewStory(display: StoryDisplay = 'SITE') {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (id: string) => dataProvider.viewStory(id),
    onSuccess: (reply, id) => markViewed(queryClient, display, id, !!reply.counted),
  });
  return (story: StoryFull) => {
    if (!story.viewed) mutate(story.id);
  };
}
