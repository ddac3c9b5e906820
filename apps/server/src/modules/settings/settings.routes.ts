import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BroadcastBodySchema, OutletSettingUpdateBodySchema, SettingCodeParamSchema } from '@kasir/contracts';
import { readOutletHeader, requireAuth } from '../../platform/access.ts';
import type { SettingsService } from './settings.service.ts';

export function settingsRoutes(service: SettingsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/outletSetting', { config: { access: 'any' } }, async (request) => ({
      data: await service.list(requireAuth(request), readOutletHeader(request)),
    }));

    app.put('/outletSetting', { config: { access: 'any' }, schema: { body: OutletSettingUpdateBodySchema } }, async (request) => ({
      data: await service.update(requireAuth(request), readOutletHeader(request), request.body),
    }));

    /** Public: the app asks before sign-in whether the cashier app is in maintenance. */
    app.get('/outletSetting/global/:code', { config: { access: 'public' }, schema: { params: SettingCodeParamSchema } }, async (request) => ({
      data: await service.getGlobal(request.params.code),
    }));

    app.get('/outletSetting/outlet/:code', { config: { access: 'any' }, schema: { params: SettingCodeParamSchema } }, async (request) => ({
      data: await service.get(requireAuth(request), readOutletHeader(request), request.params.code),
    }));

    app.get('/outletSetting/:code', { config: { access: 'any' }, schema: { params: SettingCodeParamSchema } }, async (request) => ({
      data: await service.get(requireAuth(request), readOutletHeader(request), request.params.code),
    }));

    app.post('/outletSetting/sendBroadcast', { config: { access: 'any' }, schema: { body: BroadcastBodySchema } }, async (request) => {
      await service.sendBroadcast(requireAuth(request), readOutletHeader(request), request.body.Message);
      return { data: null };
    });
  };
}
