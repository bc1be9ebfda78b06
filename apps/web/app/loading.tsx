import { Skeleton } from '@/components/skeleton';

export default function Loading() {
  return <Skeleton lines={6} />;
}
