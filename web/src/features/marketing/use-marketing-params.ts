import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { marketingCookies } from './marketing-params';

/**
 * Saves marketing parameters on every page the visitor opens (the shell calls this once); an `aid`
 * also sends the visitor on to its referral link `/c/{aid}` (spec §2).
 */
export function useMarketingParams(): void {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const aid = new URLSearchParams(search).get('aid');
    if (aid && !pathname.startsWith('/c/')) navigate(`/c/${encodeURIComponent(aid)}`, { replace: true });
  }, [search, pathname, navigate]);
  useEffect(() => {
    for (const cookie of marketingCookies(search, window.location.protocol === 'https:')) {
      // biome-ignore lint/suspicious/noDocumentCookie: plain cookies are what the spec asks for; no library needed
      document.cookie = cookie;
    }
  }, [search]);
}
