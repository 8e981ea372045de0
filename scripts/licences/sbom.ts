import * as CDX from '@cyclonedx/cyclonedx-library';
import { COMPILED_IN } from './compiled-in';
import type { PackageInfo } from './package-info';

const purlOf = (pkg: PackageInfo) => `pkg:npm/${pkg.name.replace(/^@/, '%40')}@${pkg.version}`;

function licences(expression: string) {
  // An expression that is one SPDX id is written as such; anything else as an expression.
  return new CDX.Models.LicenseRepository([/^[\w.+-]+$/.test(expression) ? new CDX.Models.SpdxLicense(expression) : new CDX.Models.LicenseExpression(expression)]);
}

/** sbom.cdx.json: the app and every package it ships, in CycloneDX 1.6 JSON. */
export function renderSbom(packages: PackageInfo[], app: { version: string; sourceUrl: string }): string {
  const bom = new CDX.Models.Bom();
  bom.metadata.component = new CDX.Models.Component(CDX.Enums.ComponentType.Application, 'localbox', {
    version: app.version,
    bomRef: 'localbox',
    licenses: licences('AGPL-3.0-or-later'),
    externalReferences: new CDX.Models.ExternalReferenceRepository([new CDX.Models.ExternalReference(app.sourceUrl, CDX.Enums.ExternalReferenceType.VCS)]),
  });
  for (const pkg of packages) {
    const scoped = pkg.name.startsWith('@') ? pkg.name.split('/') : undefined;
    const references = pkg.repository ? [new CDX.Models.ExternalReference(pkg.repository, CDX.Enums.ExternalReferenceType.VCS)] : [];
    const component = new CDX.Models.Component(CDX.Enums.ComponentType.Library, scoped ? scoped[1] : pkg.name, {
      group: scoped?.[0],
      version: pkg.version,
      bomRef: `${pkg.name}@${pkg.version}`,
      purl: purlOf(pkg),
      licenses: licences(pkg.licence),
      externalReferences: new CDX.Models.ExternalReferenceRepository(references),
    });
    // The libraries compiled into the package's wasm binaries, as its parts.
    for (const lib of COMPILED_IN[pkg.name]?.libraries ?? []) {
      component.components.add(
        new CDX.Models.Component(CDX.Enums.ComponentType.Library, lib.name, {
          version: lib.version,
          bomRef: `${pkg.name}@${pkg.version}/${lib.name}`,
          licenses: new CDX.Models.LicenseRepository([new CDX.Models.NamedLicense(lib.licence)]),
          externalReferences: new CDX.Models.ExternalReferenceRepository([new CDX.Models.ExternalReference(lib.source, CDX.Enums.ExternalReferenceType.VCS)]),
        }),
      );
    }
    bom.components.add(component);
  }
  const serializer = new CDX.Serialize.JsonSerializer(new CDX.Serialize.JSON.Normalize.Factory(CDX.Spec.Spec1dot6));
  return serializer.serialize(bom, { sortLists: true, space: 1 });
}
