import { describe, expect, it } from 'vitest';
import { ModuleType, OtherPermission } from '@kasir/domain';
import type { User } from '@kasir/contracts';
import { cashierAni } from '../../test/fixtures.ts';
import { canSeeScreen, hasModuleAccess } from './screen-access.ts';
import { mainScreens, settingsScreens, trailingScreens } from './screens.ts';

/** Dewi of the demo data: the waiter role (tables, orders, products, favourites; add order and customer data). */
const dewi: User = {
  ...cashierAni,
  Id: 14,
  Name: 'Dewi',
  Username: 'dewi',
  UserRole: {
    Id: 24,
    Role: {
      Id: 34,
      Name: 'Waiter',
      RoleModuleAccesses: [ModuleType.OUTLET_TABLE, ModuleType.PESANAN, ModuleType.PRODUCT, ModuleType.FAVORITE].map((ModuleId) => ({ ModuleId })),
      RoleOtherModules: [
        { OtherModuleId: OtherPermission.ADD_ORDER, UsePin: false },
        { OtherModuleId: OtherPermission.EDIT_CUSTOMER_DATA, UsePin: false },
      ],
    },
    UserRoleOutlets: [{ OutletId: 101 }],
  },
};

const visibleTo = (user: User | null) => [...mainScreens, ...settingsScreens, ...trailingScreens].filter((screen) => canSeeScreen(user, screen));

describe('the rail shows the screens a role grants (spec §6 module accesses)', () => {
  it('gives Dewi the waiter her ordering screens only', () => {
    expect(visibleTo(dewi)).toEqual(['menu', 'add', 'order', 'table', 'favorite', 'pendingItem', 'addMenu', 'localeSetting', 'help']);
    expect(hasModuleAccess(dewi, ModuleType.SHIFT)).toBe(false);
  });

  it('gives a cashier with every module and her permissions the screens they open', () => {
    expect(visibleTo(cashierAni)).toContain('shift');
    expect(visibleTo(cashierAni)).toContain('reservation');
    expect(visibleTo(cashierAni)).toContain('orderHistory');
    // Generate member QR (21) is not hers: its screen stays hidden.
    expect(visibleTo(cashierAni)).not.toContain('qrMembership');
  });

  it('hides nothing from the owner acting alone', () => {
    expect(visibleTo(null)).toHaveLength(mainScreens.length + settingsScreens.length + trailingScreens.length);
  });
});
