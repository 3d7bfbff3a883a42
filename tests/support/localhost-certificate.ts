import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TlsPair {
  key: string;
  cert: string;
}

function makeCertificate(dir: string): { keyFile: string; certFile: string } {
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { keyFile, certFile };
}

/** A self-signed certificate for localhost, made with openssl for this run only. */
export function localhostCertificate(): TlsPair {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'korai-push-tls-'));
  const { keyFile, certFile } = makeCertificate(dir);
  const pair = { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8') };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}

/**
 * A certificate for localhost kept in `dir`, made the first time it is asked for: the browser journeys' app is told
 * to trust it (NODE_EXTRA_CA_CERTS, read when its process starts) before the test push service uses it.
 */
export function sharedLocalhostCertificate(dir: string): TlsPair & { certFile: string } {
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  if (!fs.existsSync(certFile)) {
    fs.mkdirSync(dir, { recursive: true });
    makeCertificate(dir);
  }
  return { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8'), certFile };
}
