import { Menu, Tray, nativeImage, type MenuItemConstructorOptions } from 'electron';
import { trayMenuModel, type HubStatus, type TrayActionId, type TrayPreferences } from './decisions';

export type TrayActions = Record<TrayActionId, () => void>;

export type HubTray = {
  update(status: HubStatus): void;
  destroy(): void;
};

/**
 * Tray icon with the hub's status. Returns null when the icon cannot be loaded
 * (nativeImage reads PNG, not SVG, and the PNG icons are not generated yet), in which
 * case the app behaves as a plain windowed app.
 */
export function createHubTray(
  iconPath: string,
  actions: TrayActions,
  status: HubStatus,
  preferences: () => TrayPreferences,
): HubTray | null {
  const icon = nativeImage.createFromPath(iconPath);
  if (icon.isEmpty()) return null;
  const tray = new Tray(icon.resize({ width: 16, height: 16 }));
  tray.setToolTip('NeighborWatch Hub');

  const update = (next: HubStatus): void => {
    const template = trayMenuModel(next, preferences()).map((item): MenuItemConstructorOptions => {
      if (item.kind === 'separator') return { type: 'separator' };
      if (item.kind === 'checkbox') {
        return { type: 'checkbox', label: item.label, checked: item.checked, click: () => actions[item.id]() };
      }
      const { id } = item;
      return {
        label: item.label,
        enabled: item.enabled,
        click: id ? () => actions[id]() : undefined,
      };
    });
    tray.setContextMenu(Menu.buildFromTemplate(template));
  };
  update(status);
  return { update, destroy: () => tray.destroy() };
}
