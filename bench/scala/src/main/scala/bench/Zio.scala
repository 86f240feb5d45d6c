package bench

import java.nio.charset.StandardCharsets.UTF_8
import zio.json.*
import bench.model.*

/** zio-json codecs derived with DeriveJsonCodec. */
object Zio:
  given JsonCodec[StatusMetadata] = DeriveJsonCodec.gen
  given JsonCodec[UrlEntity] = DeriveJsonCodec.gen
  given JsonCodec[UrlList] = DeriveJsonCodec.gen
  given JsonCodec[UserEntities] = DeriveJsonCodec.gen
  given JsonCodec[User] = DeriveJsonCodec.gen
  given JsonCodec[Hashtag] = DeriveJsonCodec.gen
  given JsonCodec[UserMention] = DeriveJsonCodec.gen
  given JsonCodec[MediaSize] = DeriveJsonCodec.gen
  given JsonCodec[MediaSizes] = DeriveJsonCodec.gen
  given JsonCodec[Media] = DeriveJsonCodec.gen
  given JsonCodec[StatusEntities] = DeriveJsonCodec.gen
  given statusCodec: JsonCodec[Status] = DeriveJsonCodec.gen
  given JsonCodec[SearchMetadata] = DeriveJsonCodec.gen
  given JsonCodec[Twitter] = DeriveJsonCodec.gen

  given JsonCodec[Event] = DeriveJsonCodec.gen
  given JsonCodec[Price] = DeriveJsonCodec.gen
  given JsonCodec[Area] = DeriveJsonCodec.gen
  given JsonCodec[SeatCategory] = DeriveJsonCodec.gen
  given JsonCodec[Performance] = DeriveJsonCodec.gen
  given JsonCodec[Citm] = DeriveJsonCodec.gen

  given JsonCodec[Geometry] = DeriveJsonCodec.gen
  given JsonCodec[Feature] = DeriveJsonCodec.gen
  given JsonCodec[Canada] = DeriveJsonCodec.gen

  private def codec[T <: AnyRef](using c: JsonCodec[T]): Codec = new Codec:
    def decode(bytes: Array[Byte]): AnyRef = Codec.value(new String(bytes, UTF_8).fromJson[T])
    def encode(value: AnyRef): Array[Byte] = value.asInstanceOf[T].toJson.getBytes(UTF_8)

  val codecs: Map[String, Codec] =
    Map("twitter" -> codec[Twitter], "citm_catalog" -> codec[Citm], "canada" -> codec[Canada])
