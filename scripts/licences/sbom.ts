import { createHash } from 'node:crypto';
import * as CDX from '@cyclonedx/cyclonedx-library';
import { COMPILED_IN, IN_OWN_CODE, type CompiledLibrary } from './compiled-in';
import type { PackageInfo } from './package-info';

const purlOf = (pkg: PackageInfo) => `pkg:npm/${pkg.name.replace(/^@/, '%40')}@${pkg.version}`;

function licences(expression: string) {
  // An expression that is one SPDX id is written as such; anything else as an expression.
  return new CDX.Models.LicenseRepository([/^[\w.+-]+$/.test(expression) ? new CDX.Models.SpdxLicense(expression) : new CDX.Models.LicenseExpression(expression)]);
}

const references = (...urls: (string | undefined)[]) =>
  new CDX.Models.ExternalReferenceRepository(urls.filter((url): url is string => !!url).map((url) => new CDX.Models.ExternalReference(url, CDX.Enums.ExternalReferenceType.VCS)));

/** A library compiled into a binary (or taken into the app's code), as a part of `parent`. */
function part(lib: CompiledLibrary, parent: string) {
  return new CDX.Models.Component(CDX.Enums.ComponentType.Library, lib.name, {
    version: lib.version,
    bomRef: `${parent}/${lib.name}`,
    description: lib.note,
    purl: lib.purl,
    licenses: licences(lib.licence),
    externalReferences: references(lib.source),
  });
}

function packageComponent(pkg: PackageInfo, bomRef: string) {
  const scoped = pkg.name.startsWith('@') ? pkg.name.split('/') : undefined;
  const component = new CDX.Models.Component(CDX.Enums.ComponentType.Library, scoped ? scoped[1] : pkg.name, {
    group: scoped?.[0],
    version: pkg.version,
    bomRef,
    purl: purlOf(pkg),
    licenses: licences(pkg.licence),
    externalReferences: references(pkg.repository),
  });
  // The libraries compiled into the package's wasm binaries, as its parts.
  for (const lib of COMPILED_IN[pkg.name]?.libraries ?? []) component.components.add(part(lib, bomRef));
  return component;
}

/** The same packages and source give the same serial number: a name-based (version 5 style) UUID. */
function serialNumber(seed: string): string {
  const hex = createHash('sha1').update(seed).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** sbom.cdx.json: the app and every package it ships, in CycloneDX 1.6 JSON. */
export function renderSbom(packages: PackageInfo[], app: { version: string; sourceUrl: string; timestamp: Date }): string {
  const bom = new CDX.Models.Bom();
  bom.serialNumber = serialNumber(`${app.sourceUrl}\n${packages.map((pkg) => `${pkg.name}@${pkg.version}`).join('\n')}`);
  bom.metadata.timestamp = app.timestamp;
  const own = new CDX.Models.Component(CDX.Enums.ComponentType.Application, 'localbox', {
    version: app.version,
    bomRef: 'localbox',
    licenses: licences('AGPL-3.0-or-later'),
    externalReferences: references(app.sourceUrl),
  });
  for (const lib of IN_OWN_CODE.libraries) own.components.add(part(lib, 'localbox'));
  bom.metadata.component = own;
  // A package whose code ships inside another's files is a part of that package.
  const hosts = new Map<string, CDX.Models.Component>();
  for (const pkg of [...packages.filter((p) => !p.carriedIn), ...packages.filter((p) => p.carriedIn)]) {
    const host = pkg.carriedIn ? hosts.get(pkg.carriedIn) : undefined;
    const component = packageComponent(pkg, `${host ? `${host.bomRef.value}/` : ''}${pkg.name}@${pkg.version}`);
    if (!pkg.carriedIn) hosts.set(pkg.name, component);
    (host?.components ?? bom.components).add(component);
  }
  const serializer = new CDX.Serialize.JsonSerializer(new CDX.Serialize.JSON.Normalize.Factory(CDX.Spec.Spec1dot6));
  return serializer.serialize(bom, { sortLists: true, space: 1 });
}
