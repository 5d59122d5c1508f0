/* nvptx: the features of the SM level this library is built for
 * (-DXASYNC_NVPTX_SM, nvptx/targets.cmake), derived once here.
 *   XASYNC_NV_HAS_BULK   cp.async.bulk copies and prefetches (sm_90+)
 *   XASYNC_NV_FULL_WAITS events carry no state and every wait waits for
 *                        all of the work-item's groups: -DXASYNC_NV_FULL_WAITS
 *                        (docs/nvptx.md, "Events"; the source form's half
 *                        for separately compiled units, docs/source-mode.md) */
#ifndef XASYNC_NVPTX_FEATURES_H
#define XASYNC_NVPTX_FEATURES_H

#if !defined(XASYNC_NVPTX_SM) || XASYNC_NVPTX_SM < 80
#error "nvptx/ needs -DXASYNC_NVPTX_SM=80 or later (see nvptx/targets.cmake)"
#endif
/* Bulk copies are not in the source form yet (docs/source-mode.md), and
 * their proxy fence is tied to the per-work-item mark. */
#if XASYNC_NVPTX_SM >= 90 && !defined(XASYNC_NV_FULL_WAITS)
#define XASYNC_NV_HAS_BULK 1
#endif

#endif
