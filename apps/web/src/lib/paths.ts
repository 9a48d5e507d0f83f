// The app's paths live in packages/shared, so the server's push notifications open the same pages (decision 047).
export { paths } from '@prosper/shared/paths';
