/** Every cached query of a company's upload links starts with this key: a change refreshes the list. */
export const uploadLinksQueryKey = (tenantUuid: string) => ['upload-links', tenantUuid] as const;
export const tenantUploadLinksPath = (tenantUuid: string) => `/tenants/${encodeURIComponent(tenantUuid)}/upload-links`;
/** The holder's side: the token in the address is the key (no session). */
export const linkPath = (token: string) => `/upload-link/${encodeURIComponent(token)}`;
