/** Which not-found page to show (spec section 2, Not-found page). */
export type NotFoundVariant = 'deployment' | 'auth' | 'page';

export interface NotFoundLocation {
  pathname: string;
  search: string;
  title: string;
}

export function notFoundVariant({ pathname, search, title }: NotFoundLocation): NotFoundVariant {
  const pathAndQuery = `${pathname}${search}`.toUpperCase();
  if (pathAndQuery.includes('NOT_FOUND') || title.includes('404')) return 'deployment';
  const lowerPath = pathname.toLowerCase();
  if (lowerPath.includes('auth') || lowerPath.includes('callback')) return 'auth';
  return 'page';
}

export function isProfilePath(pathname: string): boolean {
  return pathname.toLowerCase().includes('profile');
}

export function browserName(userAgent: string): string {
  if (/Edg\//.test(userAgent)) return 'Edge';
  if (/OPR\/|Opera/.test(userAgent)) return 'Opera';
  if (/SamsungBrowser\//.test(userAgent)) return 'Samsung Internet';
  if (/Firefox\/|FxiOS\//.test(userAgent)) return 'Firefox';
  if (/Chrome\/|CriOS\//.test(userAgent)) return 'Chrome';
  if (/Safari\//.test(userAgent)) return 'Safari';
  return 'Unknown';
}

export function isMobileDevice(
  userAgent: string,
  viewportWidth: number,
  breakpointPx = 768,
): boolean {
  return /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent) || viewportWidth < breakpointPx;
}
