import { TenantUserSetupModal } from '../../features/tenant-users/components/tenant-user-setup-modal.tsx';
import { TenantsListRoute } from '../../features/tenants/routes/tenants-list.tsx';

/**
 * The tenant list with the tenant-users form behind each row's pencil (spec §2). The two features meet here,
 * where the app composes them, so neither imports the other.
 */
export function TenantsListScreen() {
  return <TenantsListRoute AddUserModal={TenantUserSetupModal} />;
}
