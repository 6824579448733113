import type { Migration } from 'kysely/migration';
import * as createIdentity from './2026_11_21_1930_create_identity.ts';
import * as createOutbox from './2026_11_21_2100_create_outbox.ts';
import * as createInvitations from './2026_11_21_2130_create_invitations.ts';
import * as createSignupCodesAndPasswordResets from './2026_11_22_0900_create_signup_codes_and_password_resets.ts';
import * as createUploadsAndAuditEvents from './2026_11_22_1000_create_uploads_and_audit_events.ts';
import * as createSalesTaxPayrollNotifications from './2026_11_22_1100_create_sales_tax_payroll_notifications.ts';
import * as createSmsAndBulkBatches from './2026_11_23_0900_create_sms_and_bulk_batches.ts';
import * as createFeatureSettings from './2026_11_24_0900_create_feature_settings.ts';
import * as makeAuditTrailAppendOnly from './2026_11_25_0900_make_audit_trail_append_only.ts';
import * as recordLastSignIn from './2026_11_25_1100_record_last_sign_in.ts';
import * as createSecondFactors from './2026_11_26_0900_create_second_factors.ts';
import * as createPendingUploads from './2026_11_27_0900_create_pending_uploads.ts';
import * as createFirmBranding from './2026_11_28_0900_create_firm_branding.ts';
import * as createDocumentCatalog from './2026_11_28_1000_create_document_catalog.ts';
import * as addTrashRetentionDays from './2026_11_29_0900_add_trash_retention_days.ts';
import * as createDocumentRequests from './2026_11_29_1000_create_document_requests.ts';
import * as addTenantResponsibleStaff from './2026_11_30_0000_add_tenant_responsible_staff.ts';
import * as createRequestReminders from './2026_11_30_0100_create_request_reminders.ts';
import * as createRequestTemplates from './2026_11_30_0200_create_request_templates.ts';
import * as addCompletenessIndexes from './2026_11_30_0300_add_completeness_indexes.ts';
import * as addListIndexes from './2026_12_01_0100_add_list_indexes.ts';
import * as addFolderListingOrder from './2026_12_01_0200_add_folder_listing_order.ts';
import * as leaveRoomForClaims from './2026_12_01_0500_leave_room_for_claims.ts';
import * as addRequestReceipts from './2026_12_02_0100_add_request_receipts.ts';
import * as addFileAttentionAsks from './2026_12_02_0200_add_file_attention_asks.ts';
import * as addFirmLocale from './2026_12_02_0400_add_firm_locale.ts';
import * as createSetupDismissals from './2026_12_02_0600_create_setup_dismissals.ts';
import * as addSigningPermission from './2026_12_03_0100_add_signing_permission.ts';
import * as createSigning from './2026_12_03_0200_create_signing.ts';
import * as addSignaturesDueIndexes from './2026_12_03_0500_add_signatures_due_indexes.ts';
import * as addSigningNotifications from './2026_12_04_0300_add_signing_notifications.ts';
import * as createSigningPaperCopies from './2026_12_04_0400_create_signing_paper_copies.ts';
import * as createUploadLinks from './2026_12_05_0100_create_upload_links.ts';
import * as createInboundMail from './2026_12_05_0200_create_inbound_mail.ts';
import * as createClientSignIn from './2026_12_05_0300_create_client_sign_in.ts';
import * as createNotificationPreferences from './2026_12_05_0400_create_notification_preferences.ts';
import * as addStaffDigestIndexes from './2026_12_05_0410_add_staff_digest_indexes.ts';
import * as createSmsCodeFactors from './2026_12_05_0500_create_sms_code_factors.ts';
import * as createOrganizers from './2026_12_06_0100_create_organizers.ts';
import * as addMessagesPermissionAndSwitch from './2026_12_07_0100_add_messages_permission_and_switch.ts';
import * as createMessageThreads from './2026_12_07_0110_create_message_threads.ts';
import * as addMessageReach from './2026_12_07_0200_add_message_reach.ts';
import * as createRecordsRetention from './2026_12_08_0100_create_records_retention.ts';
import * as createCompliance from './2026_12_09_0200_create_compliance.ts';
import * as createDisposals from './2026_12_09_0100_create_disposals.ts';
import * as addDisposingItemsIndex from './2026_12_09_0110_add_disposing_items_index.ts';
import * as createStorageRemovals from './2026_12_09_0120_create_storage_removals.ts';
import * as createResumableUploads from './2026_12_10_0100_create_resumable_uploads.ts';
import * as addDocumentVersionsUploadIndex from './2026_12_11_0100_add_document_versions_upload_index.ts';
import * as addUsersReviewOrderIndex from './2026_12_12_0100_add_users_review_order_index.ts';

/** Every migration, by name. Names sort by time; add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '2026_11_21_1930_create_identity': createIdentity,
  '2026_11_21_2100_create_outbox': createOutbox,
  '2026_11_21_2130_create_invitations': createInvitations,
  '2026_11_22_0900_create_signup_codes_and_password_resets': createSignupCodesAndPasswordResets,
  '2026_11_22_1000_create_uploads_and_audit_events': createUploadsAndAuditEvents,
  '2026_11_22_1100_create_sales_tax_payroll_notifications': createSalesTaxPayrollNotifications,
  '2026_11_23_0900_create_sms_and_bulk_batches': createSmsAndBulkBatches,
  '2026_11_24_0900_create_feature_settings': createFeatureSettings,
  '2026_11_25_0900_make_audit_trail_append_only': makeAuditTrailAppendOnly,
  '2026_11_25_1100_record_last_sign_in': recordLastSignIn,
  '2026_11_26_0900_create_second_factors': createSecondFactors,
  '2026_11_27_0900_create_pending_uploads': createPendingUploads,
  '2026_11_28_0900_create_firm_branding': createFirmBranding,
  '2026_11_28_1000_create_document_catalog': createDocumentCatalog,
  '2026_11_29_0900_add_trash_retention_days': addTrashRetentionDays,
  '2026_11_29_1000_create_document_requests': createDocumentRequests,
  '2026_11_30_0000_add_tenant_responsible_staff': addTenantResponsibleStaff,
  '2026_11_30_0100_create_request_reminders': createRequestReminders,
  '2026_11_30_0200_create_request_templates': createRequestTemplates,
  '2026_11_30_0300_add_completeness_indexes': addCompletenessIndexes,
  '2026_12_01_0100_add_list_indexes': addListIndexes,
  '2026_12_01_0200_add_folder_listing_order': addFolderListingOrder,
  '2026_12_01_0500_leave_room_for_claims': leaveRoomForClaims,
  '2026_12_02_0100_add_request_receipts': addRequestReceipts,
  '2026_12_02_0200_add_file_attention_asks': addFileAttentionAsks,
  '2026_12_02_0400_add_firm_locale': addFirmLocale,
  '2026_12_02_0600_create_setup_dismissals': createSetupDismissals,
  '2026_12_03_0100_add_signing_permission': addSigningPermission,
  '2026_12_03_0200_create_signing': createSigning,
  '2026_12_03_0500_add_signatures_due_indexes': addSignaturesDueIndexes,
  '2026_12_04_0300_add_signing_notifications': addSigningNotifications,
  '2026_12_04_0400_create_signing_paper_copies': createSigningPaperCopies,
  '2026_12_05_0100_create_upload_links': createUploadLinks,
  '2026_12_05_0200_create_inbound_mail': createInboundMail,
  '2026_12_05_0300_create_client_sign_in': createClientSignIn,
  '2026_12_05_0400_create_notification_preferences': createNotificationPreferences,
  '2026_12_05_0410_add_staff_digest_indexes': addStaffDigestIndexes,
  '2026_12_05_0500_create_sms_code_factors': createSmsCodeFactors,
  '2026_12_06_0100_create_organizers': createOrganizers,
  '2026_12_07_0100_add_messages_permission_and_switch': addMessagesPermissionAndSwitch,
  '2026_12_07_0110_create_message_threads': createMessageThreads,
  '2026_12_07_0200_add_message_reach': addMessageReach,
  '2026_12_08_0100_create_records_retention': createRecordsRetention,
  '2026_12_09_0100_create_disposals': createDisposals,
  '2026_12_09_0110_add_disposing_items_index': addDisposingItemsIndex,
  '2026_12_09_0120_create_storage_removals': createStorageRemovals,
  '2026_12_09_0200_create_compliance': createCompliance,
  '2026_12_10_0100_create_resumable_uploads': createResumableUploads,
  '2026_12_11_0100_add_document_versions_upload_index': addDocumentVersionsUploadIndex,
  '2026_12_12_0100_add_users_review_order_index': addUsersReviewOrderIndex,
};
