/* nvptx: the features of the SM level this library is built for
 * (-DXASYNC_NVPTX_SM, nvptx/targets.cmake), derived once here.
 *   XASYNC_NV_HAS_BULK  cp.async.bulk copies and prefetches (sm_90+) */
#ifndef XASYNC_NVPTX_FEATURES_H
#define XASYNC_NVPTX_FEATURES_H

#if !defined(XASYNC_NVPTX_SM) || XASYNC_NVPTX_SM < 80
#error "nvptx/ needs -DXASYNC_NVPTX_SM=80 or later (see nvptx/targets.cmake)"
#endif
#if XASYNC_NVPTX_SM >= 90
#define XASYNC_NV_HAS_BULK 1
#endif

#endif
