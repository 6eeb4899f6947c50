import { describe, expect, it } from 'vitest';
import { cephConf, cephPorts } from './ceph-config';

describe('the Ceph harness configuration', () => {
  it('puts each slot of each offset on its own ports, clear of the site (3000–3099 + offset)', () => {
    const a = cephPorts(100, 0);
    const b = cephPorts(100, 1);
    expect(a).toEqual({ gateway: 4000, monitor: 4001, osdMin: 4002, osdMax: 4009 });
    expect(b.gateway).toBe(4010);
    expect(cephPorts(100, 4).gateway).toBe(4040);
    expect(cephPorts(1100, 0).gateway).toBe(5000);
    expect(() => cephPorts(100, 5)).toThrow(/slot/);
  });

  it('keeps the cluster on loopback, without cephx, in crc mode, in memory, under its folder', () => {
    const conf = cephConf({ fsid: 'f', dir: '/tmp/x', ports: cephPorts(100) });
    for (const line of [
      'mon_host = v2:127.0.0.1:4001',
      'auth_client_required = none',
      'ms_client_mode = crc',
      'ms_mon_service_mode = crc',
      'osd_objectstore = memstore',
      'mon_allow_pool_size_one = true',
      'osd_data = /tmp/x/osd',
      'rgw_frontends = beast endpoint=127.0.0.1:4000 tcp_nodelay=1',
    ])
      expect(conf.split('\n')).toContain(line);
  });
});
