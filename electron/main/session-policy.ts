import type { Session } from 'electron';
import { certificateVerdict, permissionAllowed } from './decisions';

/**
 * Trusts the hub's self-signed certificate, and nothing else that Chromium rejects.
 * A verify proc (rather than the app 'certificate-error' event) also covers the
 * command centre's WebSocket connections.
 */
export function trustHubCertificate(session: Pick<Session, 'setCertificateVerifyProc'>, hubFingerprint256: string | null): void {
  if (!hubFingerprint256) return;
  session.setCertificateVerifyProc((request, callback) => {
    callback(certificateVerdict(request.errorCode, request.certificate.fingerprint, hubFingerprint256));
  });
}

/** Electron grants every permission by default; here only the hub's pages get the few they use. */
export function restrictPermissions(
  session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>,
  hubUrl: string,
): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(permissionAllowed(permission, details.requestingUrl, hubUrl));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    permissionAllowed(permission, requestingOrigin, hubUrl),
  );
}
