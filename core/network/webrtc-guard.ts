/**
 * WebRTC is outside the security policy's reach: a script in the page (an extension's, or one
 * injected) could make the browser look up and contact STUN or TURN servers, and no policy
 * violation would show it. Localbox uses no WebRTC, so the page's constructors refuse to start a
 * connection, and each attempt is reported with the servers it named.
 */
export const WEBRTC_DIRECTIVE = 'webrtc';

export function refuseWebRtc(report: (servers: string) => void): void {
  for (const name of ['RTCPeerConnection', 'webkitRTCPeerConnection'] as const) {
    if (!(name in window)) continue;
    const refused = function (configuration?: RTCConfiguration): never {
      const servers = (configuration?.iceServers ?? []).flatMap((server) => [server.urls].flat());
      report(servers.join(' '));
      throw new DOMException('WebRTC is turned off on this site', 'NotAllowedError');
    };
    Object.defineProperty(window, name, { value: refused, configurable: false, writable: false });
  }
}
