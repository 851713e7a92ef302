const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The production host, set by the server in index.html from PUBLIC_URL. */
export function readPublicHost(doc: Document = document): string {
  return doc.querySelector<HTMLMetaElement>('meta[name="resumeloop:public-host"]')?.content.trim() ?? '';
}

/**
 * SPEC §2.2: the development banner shows when the page's host is neither the production host nor
 * localhost (a staging or preview deployment, say).
 */
export function isDevelopmentEnvironment(hostname: string, publicHost: string): boolean {
  const host = hostname.toLowerCase();
  if (LOCAL_HOSTNAMES.has(host)) return false;
  const productionHostname = publicHost ? new URL(`http://${publicHost}`).hostname.toLowerCase() : '';
  return host !== productionHostname;
}
