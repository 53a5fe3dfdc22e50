import { newsDetailRoute } from '@/components/news/news-detail-route';

const route = newsDetailRoute('esports-article');

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.NewsDetailPage;
