import { newsDetailRoute } from '@/components/screens/news-detail-route';

const route = newsDetailRoute('article');

/** Items published after the build render on demand, then stay cached. */
export const dynamicParams = true;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.NewsDetailPage;
