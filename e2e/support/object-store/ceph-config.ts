/**
 * The configuration of a throwaway single-node Ceph cluster (one monitor, one OSD in memory, the
 * RADOS Gateway): ports and ceph.conf, pure so it is unit-tested without Ceph.
 *
 * Ports: a block of 10 from 3900 + E2E_PORT_OFFSET + 10 × slot (the site and its spare ports use
 * 3000–3099, the fault hubs 3950 on), one block per slot so the spec files of one run (two
 * Playwright workers) each start their own cluster without meeting: e2e/README.md lists the slots.
 */

export interface CephPorts {
  /** the gateway's S3 endpoint (beast) */
  gateway: number;
  /** the monitor (msgr2 only) */
  monitor: number;
  /** the first and last port the OSD may bind (public, cluster and two heartbeats) */
  osdMin: number;
  osdMax: number;
}

export const CEPH_SLOTS = 5;

export function cephPorts(offset: number, slot = 0): CephPorts {
  if (!Number.isInteger(slot) || slot < 0 || slot >= CEPH_SLOTS) throw new Error(`Ceph slot must be 0…${CEPH_SLOTS - 1}, got ${slot}`);
  const base = 3900 + offset + 10 * slot;
  return { gateway: base, monitor: base + 1, osdMin: base + 2, osdMax: base + 9 };
}

/**
 * ceph.conf for a cluster living entirely under `dir`. Why each odd line is there:
 * - no cephx (`auth_* = none`): nothing to provision, and every `ms_*_mode = crc` with it, or the
 *   daemons offer `secure` mode and the gateway loops on authentication;
 * - msgr2 only on loopback, the OSD's ports confined to this run's block;
 * - `memstore`: objects live in the OSD's memory (no disk to prepare, gone at teardown);
 * - one OSD: pools of size 1 (allowed explicitly), few placement groups, no host-level spread;
 * - the monitor's free-space checks off: a busy CI disk must not stop the monitor mid-run.
 */
export function cephConf({ fsid, dir, ports }: { fsid: string; dir: string; ports: CephPorts }): string {
  const lines = {
    fsid,
    mon_host: `v2:127.0.0.1:${ports.monitor}`,
    public_addr: '127.0.0.1',
    ms_bind_msgr1: 'false',
    ms_bind_ipv6: 'false',
    ms_bind_port_min: ports.osdMin,
    ms_bind_port_max: ports.osdMax,
    auth_cluster_required: 'none',
    auth_service_required: 'none',
    auth_client_required: 'none',
    ms_cluster_mode: 'crc',
    ms_service_mode: 'crc',
    ms_client_mode: 'crc',
    ms_mon_cluster_mode: 'crc',
    ms_mon_service_mode: 'crc',
    ms_mon_client_mode: 'crc',
    mon_allow_pool_size_one: 'true',
    mon_warn_on_pool_no_redundancy: 'false',
    mon_data_avail_warn: 1,
    mon_data_avail_crit: 0,
    osd_pool_default_size: 1,
    osd_pool_default_min_size: 1,
    osd_pool_default_pg_num: 8,
    osd_pool_default_pgp_num: 8,
    osd_crush_chooseleaf_type: 0,
    osd_objectstore: 'memstore',
    memstore_device_bytes: 1024 * 1024 * 1024,
    run_dir: `${dir}/run`,
    admin_socket: `${dir}/run/$name.asok`,
    pid_file: `${dir}/run/$name.pid`,
    log_file: `${dir}/log/$name.log`,
    mon_data: `${dir}/mon`,
    osd_data: `${dir}/osd`,
    keyring: `${dir}/keyring`,
  };
  const gateway = {
    // tcp_nodelay: without it a kept-alive connection waits ~40 ms for each answer (Nagle's
    // algorithm meeting the client's delayed ACK), as a production gateway would not be run
    rgw_frontends: `beast endpoint=127.0.0.1:${ports.gateway} tcp_nodelay=1`,
    // the gateway's own threads are plenty for a test's handful of clients; fewer means less memory
    rgw_thread_pool_size: 64,
    // every request counted per user and operation (radosgw-admin usage show), flushed each second:
    // how a proof that a command only reads counts writes at the gateway
    rgw_enable_usage_log: 'true',
    rgw_usage_log_tick_interval: 1,
    rgw_usage_log_flush_threshold: 1,
  };
  const section = (o: Record<string, string | number>) => Object.entries(o).map(([k, v]) => `${k} = ${v}`);
  return ['[global]', ...section(lines), '', '[client.rgw]', ...section(gateway), ''].join('\n');
}
