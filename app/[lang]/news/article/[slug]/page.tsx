import { newsDetailRoute } from '@/components/news/news-detail-route';

const route = newsDetailRoute('article');

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.NewsDetailPage;
