import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { marketingCookies } from './marketing-params';

/** Saves marketing parameters on every page the visitor opens (the shell calls this once). */
export function useMarketingParams(): void {
  const { search } = useLocation();
  useEffect(() => {
    for (const cookie of marketingCookies(search, window.location.protocol === 'https:')) {
      // biome-ignore lint/suspicious/noDocumentCookie: plain cookies are what the spec asks for; no library needed
      document.cookie = cookie;
    }
  }, [search]);
}
