import { defineWords } from '@/components/i18n/words';

/** The news list's "load more" (LoadMoreNews). */
export const loadMoreNewsWords = defineWords({ NewsList: ['loadMore', 'loading'] });
