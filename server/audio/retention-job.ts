import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { HubDeps } from '../deps';
import { getHubSettings } from '../hub-settings/hub-settings-repo';
import type { Job } from '../jobs/scheduler';
import { deleteRecording, recordingsOlderThan } from './recordings-repo';

/** Deletes recordings older than the hub's retention setting (days). */
export function recordingRetentionJob(deps: HubDeps): Job {
  return {
    name: 'recording-retention',
    everyMs: 60 * 60_000,
    run(now) {
      const days = getHubSettings(deps.db).recordingRetentionDays;
      for (const recording of recordingsOlderThan(deps.db, now - days * 86_400_000)) {
        if (recording.ended_at === null) continue; // still being written
        rmSync(join(deps.dataDir, 'recordings', recording.file_name), { force: true });
        deleteRecording(deps.db, recording.id);
      }
    },
  };
}
