/** Every cached organizer query starts with this key: a change refreshes the one opened and its lists. */
export const organizersQueryKey = ['organizers'] as const;
/** Every cached organizer-template query starts with this key. */
export const organizerTemplatesQueryKey = ['organizer-templates'] as const;

export const organizerPath = (tenantUuid: string, organizerUuid: string) =>
  `/tenants/${encodeURIComponent(tenantUuid)}/organizers/${encodeURIComponent(organizerUuid)}`;
export const answerPath = (tenantUuid: string, organizerUuid: string, questionKey: string) =>
  `${organizerPath(tenantUuid, organizerUuid)}/answers/${encodeURIComponent(questionKey)}`;
export const templatePath = (templateUuid: string) => `/organizer-templates/${encodeURIComponent(templateUuid)}`;

export const organizerQueryKey = (tenantUuid: string, organizerUuid: string) =>
  [...organizersQueryKey, tenantUuid, organizerUuid] as const;

/** The mutations of files being uploaded to an organizer's questions: Submit waits while any runs. */
export const organizerUploadKey = (organizerUuid: string) => ['organizer-file-upload', organizerUuid] as const;
