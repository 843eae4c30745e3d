import { lazy, Suspense } from 'react';
import { Outlet, useParams } from 'react-router-dom';
import { isWeekday } from '../../machines/shared/paths.ts';
import { PageLoader } from '../components/PageLoader.tsx';

const NotFoundPage = lazy(() =>
  import('../pages/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })),
);

/** Day routes take a lowercase weekday name; anything else is not a page. */
export function WeekdayGuard() {
  const { day } = useParams();
  if (isWeekday(day)) return <Outlet />;
  return (
    <Suspense fallback={<PageLoader />}>
      <NotFoundPage />
    </Suspense>
  );
}
