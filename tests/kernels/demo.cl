// Demo: cut a 3x4 tile out of a 6x8 matrix (2D2D into local memory), and a
// 2x2x3 box out of a 4x4x4 volume (3D3D); write both back to global memory
// with the global<-local forms, the tile's rows padded to 5 elements.
kernel void demo(global const int *matrix, global int *tile_out,
                 global const int *volume, global int *box_out) {
  local int tile[3 * 4];
  local int box[2 * 2 * 3];
  // Tile: rows 1..3, columns 2..5; matrix lines are 8 long, tile lines 4.
  event_t ev = async_work_group_copy_2D2D(tile, 0, matrix, 1 * 8 + 2,
                                          sizeof(int), 4, 3, 8, 4, 0);
  // Box: planes 1..2, lines 0..1, elements 1..3 of a 4x4x4 volume; chained
  // on the same event, so one wait covers both copies.
  ev = async_work_group_copy_3D3D(box, 0, volume, 1 * 16 + 0 * 4 + 1,
                                  sizeof(int), 3, 2, 2, 4, 16, 3, 6, ev);
  wait_group_events(1, &ev);
  event_t back = async_work_group_copy_2D2D(tile_out, 0, tile, 0, sizeof(int),
                                            4, 3, 4, 5, 0);
  back = async_work_group_copy_3D3D(box_out, 0, box, 0, sizeof(int), 3, 2, 2,
                                    3, 6, 3, 6, back);
  wait_group_events(1, &back);
}
