export const LEGAL_PATHS = ['/terms-of-use', '/privacy-policy', '/acceptable-use-policy', '/earnings-disclaimer'];

const strip = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

export const isLegalPath = (pathname: string) => LEGAL_PATHS.includes(strip(pathname));

/**
 * Spec 01 §2: the top bar and side menu are hidden on the legal paths, on /bountyboard, and on /bounty or /board
 * under a /@ profile (e.g. /@name/bounty).
 */
export function isShellHidden(pathname: string): boolean {
  const path = strip(decodeURIComponent(pathname));
  return isLegalPath(path) || path === '/bountyboard' || /^\/@[^/]+\/(bounty|board)$/.test(path);
}
