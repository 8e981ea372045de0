import { afterEach, describe, expect, it } from 'vitest';
import { securityHeaders } from '../build/security-headers';
import { deploymentIsSafe, policyConfinesConnections, resetDeploymentVerdict } from './deployment-guard';

afterEach(() => resetDeploymentVerdict());

describe('deployment guard', () => {
  it('accepts our own policy and refuses none, or one that lets connections go anywhere', () => {
    expect(policyConfinesConnections(securityHeaders['Content-Security-Policy'])).toBe(true);
    expect(policyConfinesConnections("default-src 'self'")).toBe(true);
    expect(policyConfinesConnections(null)).toBe(false);
    expect(policyConfinesConnections('')).toBe(false);
    expect(policyConfinesConnections("script-src 'self'")).toBe(false);
    expect(policyConfinesConnections("default-src 'self'; connect-src *")).toBe(false);
    expect(policyConfinesConnections("connect-src 'self' https:")).toBe(false);
    expect(policyConfinesConnections("connect-src 'self' https://evil.example")).toBe(false);
  });

  it('reads the policy the worker script was served with; offline it lets the worker run', async () => {
    const served = (policy?: string) => async () => new Response('', { headers: policy ? { 'content-security-policy': policy } : {} });
    expect(await deploymentIsSafe(served(securityHeaders['Content-Security-Policy']), false)).toBe(true);
    resetDeploymentVerdict();
    expect(await deploymentIsSafe(served(), false)).toBe(false);
    resetDeploymentVerdict();
    expect(await deploymentIsSafe(() => Promise.reject(new TypeError('Failed to fetch')), false)).toBe(true);
  });
});
